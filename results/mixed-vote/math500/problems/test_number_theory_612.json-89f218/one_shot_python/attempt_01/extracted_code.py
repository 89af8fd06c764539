from sympy import Rational

# Zach has three bags and a bunch of pencils to be placed into the bags.
# He is told to place the greatest number of pencils possible into each of the three bags while also keeping the number of pencils in each bag the same.
# What is the greatest number of pencils he could have left over?

# Let's assume Zach has n pencils in total. The greatest number of pencils he can put into each bag is n // 3, and the remainder will be n % 3.

n = Rational(10)  # Example: Zach has 10 pencils

pencils_per_bag = n // 3
leftover_pencils = n % 3

print(f"RESULT: {leftover_pencils}")
print(f"CONFIDENCE: 100")
