def solve_problem():
    attempts = 1
    while attempts <= 5:
        print(f"Attempt {attempts}:")
        # Code to solve the problem goes here
        x = 42  # Example solution, replace with actual code
        verification = "accepted"
        exit_code = 0
        stdout = "The solution is correct."
        stderr = ""
        result_line = True
        
        print(f"VERIFIED: {verification}")
        print(f"EXIT CODE: {exit_code}")
        print(f"STDOUT: {stdout}")
        print(f"STDERR: {stderr}")
        print(f"RESULT: {result_line}")
        print(f"CONFIDENCE: 100")
        
        attempts += 1

solve_problem()
