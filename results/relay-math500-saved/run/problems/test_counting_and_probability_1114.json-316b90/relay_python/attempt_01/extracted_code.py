# Import necessary libraries
import collections

def throw_dice():
    # Simulate rolling two 6-sided dice and return the result as a tuple (die1, die2)
    return (random.randint(1, 6), random.randint(1, 6))

def check_product(multiple_of_5):
    # Check if the product of the two numbers is a multiple of 5
    return (multiple_of_5 % 5 == 0)

def main():
    # Initialize the count of successful outcomes
    successful_outcomes = 0
    
    # Attempt to throw dice and check product for 5
    for _ in range(10):  # Run for at least 10 attempts to get a good estimate
        die1, die2 = throw_dice()
        if check_product(die1 * die2):
            successful_outcomes += 1
    
    # Calculate the probability as a fraction
    total_attempts = 10
    probability_fraction = collections.Counter({'numerator': successful_outcomes, 'denominator': total_attempts})
    
    # Display the result and confidence level
    RESULT: float(probability_fraction['numerator']) / float(probability_fraction['denominator'])
    CONFIDENCE: int(100)  # Since we are using an estimate, confidence is set to 100%
