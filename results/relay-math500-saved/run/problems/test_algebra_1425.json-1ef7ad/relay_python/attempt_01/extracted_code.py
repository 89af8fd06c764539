for x in range(-10, 11):
    if x**2 - 9 == 0:
        print(f"Attempt {x+1}: The expression is not defined at x = {x}.")
    else:
        print(f"Attempt {x+1}: The expression is defined at x = {x}.")
