# Import necessary library
from collections import Counter

# Define the total number of coins and their value
total_coins = 11
total_value_cents = 75

# Define the values of dimes and nickels
value_dime_cents = 10
value_nickel_cents = 5

# Solve for the number of nickels
def find_nickels(total_coins, total_value_cents, value_dime_cents, value_nickel_cents):
    # Create a Counter to count the occurrences of each type of coin
    coins_count = Counter()
    
    # Iterate through possible numbers of dimes (0 to 11)
    for dimes in range(total_coins + 1):
        remaining_coins = total_coins - dimes
        
        # Calculate the value contributed by nickels
        nickel_value = remaining_coins * value_nickel_cents
        
        # Check if the calculated nickel value equals the total value of coins
        if nickel_value == total_value_cents:
            return dimes, nickel_value
    
    # If no valid solution is found, raise an exception
    raise ValueError("No valid solution found")

# Find the number of nickels and their value
nickels, nickel_value = find_nickels(total_coins, total_value_cents, value_dime_cents, value_nickel_cents)

# Print the final answer and confidence
print(f"RESULT: {nickels}")
print(f"CONFIDENCE: 100")
