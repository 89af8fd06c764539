from math import log

log_value = log(64, 2)
print(f"RESULT: {log_value}")
print(f"CONFIDENCE: 100")
