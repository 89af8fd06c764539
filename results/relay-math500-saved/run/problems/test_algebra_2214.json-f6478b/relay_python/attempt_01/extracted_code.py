def solve_problem():
    for i in range(5):
        print(f"Attempt {i+1}")
        result = "Solving the inequality -4 < 2(x - 1) < 8"
        if result == "RESULT:":
            print(result)
            return "CONFIDENCE: 100"
        
        # Example solution
        x = (result.split('<')[2].split('>')[0]).strip()
        a, b = map(float, result.split('<')[1].split('>')[1].split(' '))
        
        if -4 < 2 * (a - 1) < 8 and -4 < 2 * (b - 1) < 8:
            print(f"Solution: {result}")
            return f"CONFIDENCE: 100"
        else:
            print("Invalid solution")
            continue

print(solve_problem())
