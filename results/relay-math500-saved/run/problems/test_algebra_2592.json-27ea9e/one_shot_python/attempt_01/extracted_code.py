result = (513**2 - 487**2)
confidence = int((abs(result) / ((513 + 487) * (513 - 487))) * 100)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
