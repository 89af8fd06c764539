# Expected output
RESULT: log_2(64)
CONFIDENCE: 100
