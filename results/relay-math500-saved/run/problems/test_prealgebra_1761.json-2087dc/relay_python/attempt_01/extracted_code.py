result = 10 / (2/3)
confidence = int((abs(result - (10 * (3/2))) / (10 * (3/2))) * 100)
print("RESULT:", result)
print("CONFIDENCE:", confidence)
