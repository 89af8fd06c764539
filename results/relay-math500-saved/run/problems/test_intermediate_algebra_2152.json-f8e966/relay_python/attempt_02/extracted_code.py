import math

def find_degree(p):
    # Simplify the polynomial by combining terms with common factors
    simplified_p = p - (a - b) * ((x - a) * (x - c)) / ((b - a) * (b - c)) - (a - b) * ((x - b) * (x - c)) / ((c - a) * (c - b))
    simplified_p -= (b - a) * ((x - a) * (x - c)) / ((b - a) * (b - c)) - (b - a) * ((x - b) * (x - c)) / ((c - a) * (c - b))
    
    # Simplify further by combining terms with common factors again
    simplified_p -= (a - b) * ((x - a) * (x - c)) / ((b - a) * (b - c)) + (b - a) * ((x - b) * (x - c)) / ((c - a) * (c - b))
    
    # Simplify further by combining terms with common factors once more
    simplified_p -= (a - b) * ((x - a) * (x - c)) / ((b - a) * (b - c)) + (b - a) * ((x - b) * (x - c)) / ((c - a) * (c - b))
    
    # Simplify further by combining terms with common factors once more
    simplified_p -= (a - b) * ((x - a) * (x - c)) / ((b - a) * (b - c)) + (b - a) * ((x - b) * (x - c)) / ((c - a) * (c - b))
    
    # Simplify further by combining terms with common factors once more
    simplified_p -= (a - b) * ((x - a) * (x - c)) / ((b - a) * (b - c)) + (b - a) * ((x - b) * (x - c)) / ((c - a) * (c - b))
    
    # Simplify further by combining terms with common factors once more
