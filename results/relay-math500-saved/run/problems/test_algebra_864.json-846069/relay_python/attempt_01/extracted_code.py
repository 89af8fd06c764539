def midpoint(x1, y1, x2, y2):
    x = (x1 + x2) / 2
    y = (y1 + y2) / 2
    return (x, y)

result = midpoint(-5, 5, 3, 7)
print(f"RESULT: ({result[0]}, {result[1]})")
print(f"CONFIDENCE: 100")
