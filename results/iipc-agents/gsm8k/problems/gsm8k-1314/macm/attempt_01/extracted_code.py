from sympy import symbols, Eq, solve

# Define the variables
james_age, dora_age, john_age, youngest_son_age = symbols('james_age dora_age john_age youngest_son_age')

# Known conditions
# 1. John had a son James when he was 19.
eq1 = Eq(james_age, john_age - 19)

# 2. James is now twice as old as his sister Dora.
eq2 = Eq(james_age, 2 * dora_age)

# 3. Dora will turn 12 in 3 years.
eq3 = Eq(dora_age, 12 + 3)

# 4. John's youngest son, who was born when John was 32, is the subject of the question.
eq4 = Eq(youngest_son_age, john_age - 32)

# Solve the system of equations
solution = solve((eq1, eq2, eq3, eq4), (james_age, dora_age, john_age, youngest_son_age))

# Print the final answer
print(f"RESULT: {solution[youngest_son_age]}")
