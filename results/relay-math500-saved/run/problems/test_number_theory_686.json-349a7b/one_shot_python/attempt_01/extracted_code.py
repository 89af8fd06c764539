result = 18 % 10
confidence = 100

print("RESULT:", result)
print("CONFIDENCE:", confidence)
