from sympy import symbols, solve

# Define the function f(n)
def f(n):
    if n == 1:
        return 0
    else:
        return (-1)**(n + 1) * n - 2 * f(n - 1)

# Check if there is a cycle and find the length of the cycle if it exists
def find_cycle():
    values = []
    for i in range(1, 50):
        if i not in values:
            values.append(i)
        else:
            return values[:i]
    return None

# Determine the length of the cycle if one exists
cycle = find_cycle()
if cycle:
    cycle_length = len(cycle)
else:
    # If no cycle is found, use the formula for an arithmetic sequence with first term 0 and common difference -2
    n = 1986
    f_1 = f(1)
    a = (n + 1) * f_1 // 2
    b = a + (n - 1) * f_1
    if a < b:
        result = sum(range(a, b + 1))
    else:
        result = sum(range(b, a + 1))
    confidence = 100  # 100% confidence as we can find the exact sum of the sequence
else:
    result = None
    confidence = 60  # 60% confidence as we have no cycle

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
