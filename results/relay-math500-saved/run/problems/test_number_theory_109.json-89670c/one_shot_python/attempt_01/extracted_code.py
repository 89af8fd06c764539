total_sum = sum(range(1, 200, 2)) % 7
print("RESULT: ", total_sum)
print("CONFIDENCE: ", 100)  # Since the total sum is a constant (195 + 197 + 199 = 691), and modulo 7 of any number is its remainder when divided by 7, the confidence level is 100%.
