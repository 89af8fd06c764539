def decimal_representation():
    try:
        result = 3 / 20
        return f"Result: {result}, Confidence: 100"
    except Exception as e:
        return f"Error: {e}"

print(decimal_representation())
