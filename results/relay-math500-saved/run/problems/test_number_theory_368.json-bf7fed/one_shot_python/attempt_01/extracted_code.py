result = hex(999)[2:].zfill(3)
confidence = 100  # For simplicity, we assume 100% confidence

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
