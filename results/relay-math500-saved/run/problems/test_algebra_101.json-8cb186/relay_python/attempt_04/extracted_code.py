# Attempt 4: Continue from the previous attempt where we established that (-2 <= x) & (x <= 7)
result = ((-2 <= x) & (x <= 7)) or (x**2 - 5*x - 4 < 10)

# The result of the expression is a boolean, so we need to convert it back to an interval
interval_start = (-2 if result else None)
interval_end = 7 if result else None

print(f"RESULT: {interval_start} <= x <= {interval_end}")
print(f"CONFIDENCE: 100")
