result = 1 ** (2 ** 235423523)
confidence = int((1 - abs(result - 1)) / 100 * 100)  # Ensuring confidence is always an integer from 0 to 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
