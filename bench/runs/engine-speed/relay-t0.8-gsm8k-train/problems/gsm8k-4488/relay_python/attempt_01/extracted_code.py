from sympy import symbols, Eq, solve

# Define the variables
t = symbols('t')

# Speed of Janet's boat and her sister's boat
v_janet = 30
v_sister = 12

# Distance of the lake
d = 60

# Equation for the distance traveled by both boats at time t
eq = Eq(v_janet * t + v_sister * t, d)

# Solve for t
t_solution = solve(eq, t)[0]

# Wait time for Janet to catch up
wait_time = t_solution - 0  # Janet starts driving at the same time as her sister

print(f"RESULT: {wait_time}")
print(f"CONFIDENCE: 100")
