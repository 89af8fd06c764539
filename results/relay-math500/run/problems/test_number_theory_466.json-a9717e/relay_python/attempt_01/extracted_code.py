total_sum = sum(range(1, 11))
remainder = total_sum % 9

RESULT: remainder
CONFIDENCE: 100
