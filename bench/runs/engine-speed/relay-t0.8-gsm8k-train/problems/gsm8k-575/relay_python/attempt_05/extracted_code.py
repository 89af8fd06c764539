# Import necessary library
from sympy import Rational

# Constants
servings_per_package = 3
calories_per_serving = 120
amount_eaten = Rational(1, 2)

# Calculate total calories eaten
total_calories_eaten = servings_per_package * amount_eaten * calories_per_serving

# Print the result and confidence level
RESULT: total_calories_eaten
CONFIDENCE: 100
