# Initial values
initial_salary = 2000
raise_percentage = 0.05
award_amount = 5000
weeks_in_year = 52

# Step 1: Calculate the new salary after the raise
new_salary = initial_salary * (1 + raise_percentage)

# Step 2: Calculate the total earnings for the year
total_earnings = new_salary * weeks_in_year

# Step 3: Calculate the total earnings including the award
total_earnings_with_award = total_earnings + award_amount

# Step 4: Verify the final answer
print(f"Initial Salary: ${initial_salary}")
print(f"Raise Percentage: {raise_percentage * 100}%")
print(f"New Salary after Raise: ${new_salary}")
print(f"Total Earnings for the Year: ${total_earnings}")
print(f"Total Earnings with Award: ${total_earnings_with_award}")

# Result: $1,100,000.00
