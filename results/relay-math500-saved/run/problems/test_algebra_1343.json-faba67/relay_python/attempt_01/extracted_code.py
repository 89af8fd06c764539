def f(x):
    return 2 ** x

result = None
confidence = 100  # Assume confidence is high since the problem is straightforward

# Attempt 1: Calculate f(f(f(f(1))))
value = f(f(f(f(1))))
print("Attempt:", 1)
print("RESULT:", value)
print("CONFIDENCE:", confidence)

# Attempt 2: Calculate sqrt(value)
result = value ** 0.5
confidence = 100  # Assume confidence is high since the problem is straightforward

# Attempt 3: Calculate sqrt(sqrt(value))
result = result ** 0.5
confidence = 100  # Assume confidence is high since the problem is straightforward

# Attempt 4: Calculate sqrt(sqrt(sqrt(value)))
result = result ** 0.5
confidence = 100  # Assume confidence is high since the problem is straightforward

# Attempt 5: Calculate sqrt(sqrt(sqrt(sqrt(value))))
result = result ** 0.5
confidence = 100  # Assume confidence is high since the problem is straightforward

# Final RESULT: <final answer>
print("Final RESULT:", result)
print("CONFIDENCE:", confidence)
