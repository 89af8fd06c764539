total_sum = sum(range(1, 11))
remainder = total_sum % 9
print("RESULT: ", remainder)
print("CONFIDENCE: ", 100)  # Since the remainder will always be between 0 and 8, we can say it has a high confidence level.
