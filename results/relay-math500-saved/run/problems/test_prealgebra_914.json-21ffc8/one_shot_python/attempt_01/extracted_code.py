import math

# Given angles and parallel lines
angle_P = 40
angle_Q = 35
angle_ST_parallel_RQ = angle_Q - angle_P

print(f"RESULT: {angle_ST_parallel_RQ}")
print(f"CONFIDENCE: 100")
