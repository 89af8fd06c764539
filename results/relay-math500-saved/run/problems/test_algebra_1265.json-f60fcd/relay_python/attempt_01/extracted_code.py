result = 2**3/4
confidence = 100

print("RESULT:", result)
print("CONFIDENCE:", confidence)
