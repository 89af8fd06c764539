# Importing necessary libraries from sympy to handle symbolic computation
from sympy import symbols, simplify

# Function f(n) that satisfies the recurrence relation and initial condition
def f(n):
    # Base case: f(1) = -2f(0)
    if n == 1:
        return -2 * 0
    # Recursive case: f(n + 1) = (-1)^{n + 1} n - 2f(n)
    else:
        return (-1)**(n + 1) * n - 2 * f(n - 1)

# Summing up all values of f from 1 to 1985
result = sum(f(i) for i in range(1, 1986))

# Converting the result to a simplified fraction and rounding to get the confidence level
confidence_level = round(abs(result / (sum(range(1, 1986))))) * 10

# Printing the final answer and its confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
