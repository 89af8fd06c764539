from math import pi, acos

def max_angle_APB():
    # Parameters
    speed_A = 1  # runner A's speed in arbitrary units
    speed_B = 3 * speed_A  # runner B's speed
    
    # Let the distance between O and P be d
    # The time it takes for both runners to meet is t = d / (speed_A + speed_B)
    
    # In the same time, the difference in the distances run by A and B is 2d
    # Since B runs three times as fast, the distance run by B in that time is 3d
    
    # This gives us the equation: speed_A * t = 2d
    # Substituting t = d / (speed_A + speed_B) into the equation:
    # speed_A * (d / (speed_A + speed_B)) = 2d
    # Simplifying, we get:
    # d / (speed_A + speed_B) = 2
    # Solving for d, we get:
    d = 2 * (speed_A + speed_B)
    
    # The distance between A and B when they meet is d - 3d = 2d - 3d = d
    
    # Now, we need to find the angle APB
    # Let's use the dot product formula:
    # cos(APB) = (Ax * Bx + Ay * By) / (|Ax| * |Bx| * |Ay| * |By|)
    
    Ax, Ay = 1, 0  # Position of A relative to O
    Bx, By = 3, 0  # Position of B relative to O
    
    cos_APB = (Ax * Bx + Ay * By) / ((Ax**2 + Ay**2)**0.5 * (Bx**2 + By**2)**0.5)
    
    angle_APB = acos(cos_APB)
    
    return angle_APB * 180 / pi

# Final result
print(f"RESULT: {max_angle_APB()}")
print(f"CONFIDENCE: 100")
