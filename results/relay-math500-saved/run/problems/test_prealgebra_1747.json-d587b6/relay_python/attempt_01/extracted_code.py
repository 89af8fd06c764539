try:
    result = 1 ** (2 ** 235423523)
except Exception as e:
    print(f"ERROR: {e}")
else:
    print(f"RESULT: {result}")
    confidence = 100 if "OverflowError" in str(e) else 0
    print(f"CONFIDENCE: {confidence}")
