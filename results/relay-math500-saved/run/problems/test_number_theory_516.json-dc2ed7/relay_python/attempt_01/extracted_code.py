result = bin(10101001110)[2:].replace('0b', '').zfill(8)
confidence = 100  # Base conversion is straightforward, so confidence is high.
print("RESULT:", result)
print("CONFIDENCE:", confidence)
