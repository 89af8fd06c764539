from collections import *

def solve_daps_to_baps():
    # Given equations:
    # 4 daps = 7 yaps
    # 5 yaps = 3 baps
    
    # Convert the given equations into simpler forms:
    # 1 dap = (7/4) yap
    # 1 yap = (3/5) bap
    
    # Calculate the number of daps required to equal 42 baps:
    bap_dap = 42 / (3 / 5)
    
    return int(bap_dap)

result = solve_daps_to_baps()
confidence = 100  # Assuming a high confidence based on the problem's context
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
