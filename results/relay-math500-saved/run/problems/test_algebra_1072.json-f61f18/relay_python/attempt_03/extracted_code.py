from fractions import Fraction

# Define the first term and the common ratio
a = Fraction(125, 9)
r = Fraction(5, 3)

# Calculate the eighth term of the geometric sequence
eighth_term = a * r ** (8 - 1)
print(eighth_term)
