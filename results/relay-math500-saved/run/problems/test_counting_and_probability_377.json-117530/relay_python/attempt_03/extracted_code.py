import random

# Function to simulate the pirate's search for treasure on each island
def simulate_search(island_number):
    return random.random() < 0.2  # Each island has a 20% chance of having treasure

# Main function to calculate the probability of exactly 4 out of 7 islands having treasure
def calculate_probability():
    total_ways = math.comb(7, 4)
    favorable_outcomes = 0
    
    for _ in range(5):  # We have at most 5 attempts
        success_count = sum(simulate_search(island_number) for island_number in range(7))
        if success_count == 4:
            favorable_outcomes += 1
            
    probability = favorable_outcomes / total_ways * 100
    return round(probability, 2)

# Print the result and confidence
result = calculate_probability()
confidence = round(result, 2)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
