from sympy import Rational

# Initial salary
initial_salary = Rational(2000, 1)

# Number of weeks
num_weeks = 52

# Calculate the total salary
total_salary = sum(initial_salary * Rational(105, 100)**(n-1) for n in range(1, num_weeks + 1))

# Add the monetary reward
total_salary += 5000

# Print the final answer
print(f"RESULT: {total_salary}")
