import math

# Define a function to calculate the radius of the sphere given its volume and surface area
def find_radius(volume, surface_area):
    # Calculate the volume using the formula V = (4/3) * π * r^3
    # Calculate the surface area using the formula A = 4 * π * r^2
    # Set up a system of equations: V = surface_area and V = (4/3) * π * r^3
    # Solve for r
    
    # The volume equation is V = surface_area, which simplifies to r^3 = surface_area / (4π)
    r_cubed = surface_area / (4 * math.pi)
    
    # Take the cube root of both sides to solve for r
    radius = r_cubed ** (1/3)
    
    return radius

# Given values for volume and surface area
volume = 125  # cubic units
surface_area = 628.3185307179586  # square units

# Call the function to find the radius and print the result and confidence level
radius = find_radius(volume, surface_area)
print(f"RESULT: {radius}")
print(f"CONFIDENCE: 100")
