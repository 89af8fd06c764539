from fractions import Fraction

# The given congruence is 14u ≡ 46 (mod 100)
# We need to find the smallest positive integer solutions for this congruence

# First, we reduce 14 modulo 100 to get a more manageable number
 reduced_congruence = Fraction(14, 100) % Fraction(14, 100)

# Next, we need to find the modular inverse of 14 modulo 100
inverse = reduced_congruence**-1 % 100

# Now we can solve for u
u_solution = (reduced_congruence * 46) // inverse

# The two smallest positive integer solutions are:
solutions = [u_solution, u_solution + 100]

# Calculate the average of these two solutions
average = sum(solutions) / len(solutions)

print(f"Average: {average}")
