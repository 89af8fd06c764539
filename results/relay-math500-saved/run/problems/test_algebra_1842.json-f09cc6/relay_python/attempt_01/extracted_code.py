def operation(m, n, p, q):
    return m * p * (q / n)

p1, q1 = 7, 30
p2, q2 = 10, 21

result = operation(p1, q1, p2, q2)
print(f"Result: {result}")
confidence = 100  # Assuming the result is accurate and there are no errors
