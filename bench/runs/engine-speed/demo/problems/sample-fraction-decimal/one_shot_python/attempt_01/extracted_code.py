# Importing the sympy module for symbolic computation
from sympy import Rational

# Converting the fraction to a decimal
decimal_value = Rational(3, 8).evalf()

# Printing the result and confidence level
print("RESULT:", decimal_value)
print("CONFIDENCE:", 100)  # Assuming perfect accuracy for this problem
