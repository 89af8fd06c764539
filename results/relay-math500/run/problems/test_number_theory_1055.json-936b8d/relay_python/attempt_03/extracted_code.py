import sympy as sp

# Define the number of bags and coins initially
num_bags = 7
initial_coins = num_bags * (53 + 1) // 2 - 1  # Calculate initial coins assuming one bag has 53 coins and the rest are evenly distributed

# Check if the initial number of coins satisfies the condition for more than 200 coins
if initial_coins > 200:
    RESULT: initial_coins
    CONFIDENCE: 100
else:
    # If not, try redistributing the gold coins equally among all bags
    redistributed_coins = sp.symbols('redistributed_coins', integer=True)
    equation = sp.Eq(num_bags * redistributed_coins, initial_coins + 53)  # Equation representing equal distribution of coins

    # Solve for the number of coins that can be redistributed equally
    try:
        solution = sp.solve(equation, redistributed_coins)[0]
        if solution > 200:  # Check if the solution satisfies the condition for more than 200 coins
            RESULT: solution
            CONFIDENCE: 100
        else:
            RESULT: "No valid solution found"
            CONFIDENCE: 0
    except IndexError:
        RESULT: "No valid solution found"
        CONFIDENCE: 0
