import sympy as sp

# Define the relationships between Trinkets, Blinkets, and Drinkets
T = 4 * B
B = 7 * D

# We need to find the value of T when D = 56
D_value = 56
T_value = T.subs(D, D_value)

# Calculate the confidence level
confidence_level = sp.N(T_value / (4 * B))

print("RESULT:", T_value)
print("CONFIDENCE:", int(confidence_level))
