def calculate_shaded_area():
    # Define the dimensions of the rectangle
    width = 3
    height = 4
    
    # Calculate the area of the rectangle
    total_area = width * height
    
    # Print the shaded area
    print(f"The total area of the shaded region is {total_area}.")

# Call the function to calculate and print the result
calculate_shaded_area()
