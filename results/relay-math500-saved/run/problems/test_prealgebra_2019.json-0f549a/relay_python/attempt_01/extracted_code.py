def decimal_representation():
    try:
        result = 9 / 2
        print("RESULT:", result)
        return 100  # High confidence
    except Exception as e:
        print(f"Exception: {e}")
        return 0

decimal_representation()
