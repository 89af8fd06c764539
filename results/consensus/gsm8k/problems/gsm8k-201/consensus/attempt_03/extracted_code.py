import sympy as sp

# Given quantities
initial_salary = 2000
raise_percentage = 0.05
annual_raise = initial_salary * raise_percentage
total_award = initial_salary + annual_raise
total_money_made = initial_salary * 52 + total_award

print("RESULT:", total_money_made)
