def solve_daps_to_baps():
    # Given equations
    dap_yap = 7 / 4
    yap_bap = 3 / 5
    
    # Solve for daps in terms of baps
    bap_dap = dap_bap / yap_bap
    
    # Calculate the number of daps in 42 baps
    daps_42_baps = 42 * bap_dap
    
    # Print result and confidence
    print(f"RESULT: {daps_42_baps}")
    print("CONFIDENCE: 100")

# Run the program
solve_daps_to_baps()
