import math

# Number of dogs Denali and Nate are responsible for
denali_dogs = 16
nate_dogs = 12

# Pay per dog for Denali and Nate
pay_per_dog_denali = 50
pay_per_dog_nate = 40

# Function to calculate pay based on number of dogs
def calculate_pay(dogs):
    return dogs * pay_per_dog_denali if dogs <= denali_dogs else (dogs - denali_dogs) * pay_per_dog_nate

# Calculate initial pay for Denali and Nate
initial_pay_denali = calculate_pay(denali_dogs)
initial_pay_nate = calculate_pay(nate_dogs)

# Calculate ratio of pay per dog
pay_ratio_denali = initial_pay_denali / initial_pay_nate

# Iterate over possible values of x to find the solution
for x in range(1, denali_dogs - nate_dogs + 1):
    # Calculate new pay for Denali if they start walking 4x more dogs
    new_denali_dogs = denali_dogs + 4 * x
    new_pay_denali = calculate_pay(new_denali_dogs)
    
    # Calculate new pay for Nate if their dogs are reassigned to Denali
    reassigned_dogs = nate_dogs // x
    new_nate_dogs = new_denali_dogs - reassigned_dogs
    new_pay_nate = calculate_pay(new_nate_dogs)
    
    # Check if the ratio of pay is the same for both scenarios
    if math.isclose(pay_ratio_denali, new_pay_denali / new_pay_nate):
        result_x = x
        break

# Print the results
print(f"RESULT: {result_x}")
print(f"CONFIDENCE: 100")
