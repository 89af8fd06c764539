def solve_problem():
    attempts = 1
    while attempts <= 5:
        # Attempt code goes here, print observations and result if applicable
        pass

# Call the function to start solving the problem
solve_problem()
