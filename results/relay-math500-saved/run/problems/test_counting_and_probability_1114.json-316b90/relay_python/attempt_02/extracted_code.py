from collections import defaultdict

def roll_dice():
    return random.randint(1, 6), random.randint(1, 6)

def check_product_multiple_of_five(num1, num2):
    return (num1 * num2) % 5 == 0

dice_results = defaultdict(int)
total_attempts = 0
result_confidence = 0

while total_attempts < 5:
    total_attempts += 1
    
    num1, num2 = roll_dice()
    
    if check_product_multiple_of_five(num1, num2):
        dice_results[(num1, num2)] += 1
    
    if result_confidence < 90 and total_attempts == 3:  # We want to avoid spamming
        print(f"Attempt {total_attempts}: Checking multiple of 5 for {num1} and {num2}")
        result_confidence = 75  # Example confidence level based on earlier attempts

# Calculate the probability
successful_rolls = dice_results[(1, 5)] + dice_results[(5, 1)]
probability = successful_rolls / 30  # Since there are 30 possible outcomes of rolling two dice

print(f"RESULT: {probability}")
print(f"CONFIDENCE: {result_confidence}")
