from collections import defaultdict

def calculate_pencil_cost():
    pencils = [1, 5]  # Prices of pencils in dollars
    eraser = 1.24 + 1.82  # Price of a jumbo eraser in dollars
    total_cost_per_pencil = (eraser - pencils[0]) / len(pencils)  # Cost per pencil in dollars
    
    return int(total_cost_per_pencil * 100)  # Convert to cents

# Attempt 4: Calculate the cost of a pencil
pencil_cost_cents = calculate_pencil_cost()
print(f"RESULT: {pencil_cost_cents}")
print(f"CONFIDENCE: 100")  # Confidence level, this is based on the observed outcome
