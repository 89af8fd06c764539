from sympy import symbols, Eq, solve

# Define the recurrence relation and initial conditions
x = symbols('x')
recurrence = Eq(x[4], x[3] - x[2] + x[1] - x[0])
initial_conditions = [x[0], x[1], x[2], x[3]]

# Solve the recurrence relation for the first 531 terms
terms = [initial_conditions[i] for i in range(4)]
for n in range(4, 531):
    terms.append(recurrence.lhs.subs({x[i]: terms[i-4] for i in range(4)}))

# Calculate x_531 + x_753 + x_975
result = terms[526] + terms[752] + terms[978]
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
