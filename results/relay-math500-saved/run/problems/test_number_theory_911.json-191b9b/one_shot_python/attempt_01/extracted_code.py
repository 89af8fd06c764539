n = sum(range(1, 98)) % 9
print("RESULT: ", n)
print("CONFIDENCE: ", 100)
