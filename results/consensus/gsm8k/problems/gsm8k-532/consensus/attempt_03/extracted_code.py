import sympy as sp

# Define the variable for the current age of Jame
current_age_jame = sp.symbols('current_age_jame')

# We know that in 5 years, Jame will be 27 years old
equation1 = sp.Eq(current_age_jame + 5, 27)

# Solve the equation to find the current age of Jame
current_age_jame_value = sp.solve(equation1, current_age_jame)[0]

# Now we need to find the current age of Jame's cousin
current_age_cousin = current_age_jame_value + 8

# The cousin will be 5 years younger than twice Jame's age in 8 years
equation2 = sp.Eq(current_age_cousin + 8, 2 * (current_age_jame_value + 8) - 5)

# Solve the equation to find the current age of Jame's cousin
current_age_cousin_value = sp.solve(equation2, current_age_cousin)[0]

# The years between the current age of Jame and his cousin
years_between = current_age_jame_value - current_age_cousin_value

# Print the result
print(f"RESULT: {years_between}")
